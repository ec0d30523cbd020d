# Installs Grille from this archive (the layout `fyne package -os linux` makes).
#   sudo make install      into /usr/local (or PREFIX=...)
#   make user-install      into ~/.local
# Grille needs lp_solve's shared library (Debian/Ubuntu: sudo apt install lp-solve;
# Fedora: sudo dnf install lpsolve) and OpenGL/X11 libraries.

LOCAL != test -d $(DESTDIR)/usr/local && echo -n "/local" || echo -n ""
LOCAL ?= $(shell test -d $(DESTDIR)/usr/local && echo "/local" || echo "")
PREFIX ?= /usr$(LOCAL)

Name := io.grille.app
Exec := grille
Icon := io.grille.app.png
SIZES := 16 32 48 64 128 256 512
MANS := $(notdir $(wildcard usr/local/share/man/man1/*.1.gz))

default:
	# User install
	# Run "make user-install" to install in ~/.local/
	# Run "make user-uninstall" to uninstall from ~/.local/
	#
	# System install
	# Run "sudo make install" to install the application.
	# Run "sudo make uninstall" to uninstall the application.

install:
	install -Dm00644 usr/local/share/applications/$(Name).desktop $(DESTDIR)$(PREFIX)/share/applications/$(Name).desktop
	install -Dm00755 usr/local/bin/$(Exec) $(DESTDIR)$(PREFIX)/bin/$(Exec)
	install -Dm00644 usr/local/share/pixmaps/$(Icon) $(DESTDIR)$(PREFIX)/share/pixmaps/$(Icon)
	for s in $(SIZES); do install -Dm00644 usr/local/share/icons/hicolor/$${s}x$${s}/apps/$(Icon) $(DESTDIR)$(PREFIX)/share/icons/hicolor/$${s}x$${s}/apps/$(Icon); done
	install -Dm00644 usr/local/share/doc/grille/copyright $(DESTDIR)$(PREFIX)/share/doc/grille/copyright
	for m in $(MANS); do install -Dm00644 usr/local/share/man/man1/$$m $(DESTDIR)$(PREFIX)/share/man/man1/$$m; done
	install -Dm00644 usr/local/share/bash-completion/completions/$(Exec) $(DESTDIR)$(PREFIX)/share/bash-completion/completions/$(Exec)
	install -Dm00644 usr/local/share/metainfo/$(Name).metainfo.xml $(DESTDIR)$(PREFIX)/share/metainfo/$(Name).metainfo.xml

uninstall:
	-rm $(DESTDIR)$(PREFIX)/share/applications/$(Name).desktop
	-rm $(DESTDIR)$(PREFIX)/bin/$(Exec)
	-rm $(DESTDIR)$(PREFIX)/share/pixmaps/$(Icon)
	-for s in $(SIZES); do rm $(DESTDIR)$(PREFIX)/share/icons/hicolor/$${s}x$${s}/apps/$(Icon); done
	-rm -r $(DESTDIR)$(PREFIX)/share/doc/grille
	-for m in $(MANS); do rm $(DESTDIR)$(PREFIX)/share/man/man1/$$m; done
	-rm $(DESTDIR)$(PREFIX)/share/bash-completion/completions/$(Exec)
	-rm $(DESTDIR)$(PREFIX)/share/metainfo/$(Name).metainfo.xml

user-install:
	install -Dm00644 usr/local/share/applications/$(Name).desktop $(DESTDIR)$(HOME)/.local/share/applications/$(Name).desktop
	install -Dm00755 usr/local/bin/$(Exec) $(DESTDIR)$(HOME)/.local/bin/$(Exec)
	for s in $(SIZES); do install -Dm00644 usr/local/share/icons/hicolor/$${s}x$${s}/apps/$(Icon) $(DESTDIR)$(HOME)/.local/share/icons/hicolor/$${s}x$${s}/apps/$(Icon); done
	for m in $(MANS); do install -Dm00644 usr/local/share/man/man1/$$m $(DESTDIR)$(HOME)/.local/share/man/man1/$$m; done
	install -Dm00644 usr/local/share/bash-completion/completions/$(Exec) $(DESTDIR)$(HOME)/.local/share/bash-completion/completions/$(Exec)
	sed -i -e "s,^Exec=$(Exec),Exec=$(DESTDIR)$(HOME)/.local/bin/$(Exec),g" $(DESTDIR)$(HOME)/.local/share/applications/$(Name).desktop

user-uninstall:
	-rm $(DESTDIR)$(HOME)/.local/share/applications/$(Name).desktop
	-rm $(DESTDIR)$(HOME)/.local/bin/$(Exec)
	-for s in $(SIZES); do rm $(DESTDIR)$(HOME)/.local/share/icons/hicolor/$${s}x$${s}/apps/$(Icon); done
	-for m in $(MANS); do rm $(DESTDIR)$(HOME)/.local/share/man/man1/$$m; done
	-rm $(DESTDIR)$(HOME)/.local/share/bash-completion/completions/$(Exec)

.PHONY: default install uninstall user-install user-uninstall
