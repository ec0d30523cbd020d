/* Test-only stand-in for Windows' bcryptprimitives.dll, which Wine 8 lacks.
 *
 * Go's runtime (1.22+) loads bcryptprimitives.dll at start for ProcessPrng,
 * its source of random bytes, and dies without it ("fatal error:
 * bcryptprimitives.dll not found"). Windows 10 and 11 have the DLL; Wine 8
 * does not. `make dist-test` builds this stub with mingw-w64 and copies it
 * into its own Wine prefix's system32, nowhere else: it is never shipped.
 * ProcessPrng is implemented with RtlGenRandom (advapi32's SystemFunction036).
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}

BOOL WINAPI DllMain(HINSTANCE inst, DWORD reason, LPVOID reserved)
{
	(void)inst; (void)reason; (void)reserved;
	return TRUE;
}
