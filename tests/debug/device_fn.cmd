# run: oob.py
break 7
tbreak 14
watch out[3]
info breakpoints
run
bt
p v
p w
c
bt
p v
finish
next
next
info breakpoints
delete 1
delete
info breakpoints
c
