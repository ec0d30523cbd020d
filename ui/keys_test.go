package ui

import "fyne.io/fyne/v2"

var fyneKeyDelete = fyne.KeyEvent{Name: fyne.KeyDelete}
