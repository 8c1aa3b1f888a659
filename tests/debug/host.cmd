# run: host.py
break 8
break 21
info breakpoints
run
p xs
p data["name"]
p data[name]
p xs.count
p missing
p xs +
bt
c
bt
p acc
p v
p values[0]
finish
next
delete
next
step
step
p i
step
step
step
p i
info warps
next
next
next
next
c
p t
p a
list
s
c
