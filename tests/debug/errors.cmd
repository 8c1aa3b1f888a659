# run: reduce.py
frob
break
break 500
break abc
break nosuch.py:3
break 13 if tid ==
tbreak 0
delete 9
watch s
watch s[x]
print tid
info warps
info lanes
info shared
bt
thread 1
finish
reverse-step
reverse-continue
info frobs
list 999
break 13
run
print
print foo
print foo for lanes
print s[8]
print s[1, 2]
print tid / 0
print threadIdx
print threadIdx.w
print (tid
thread 99
thread 1,2,3,4
thread abc
block 5
block 0,7
finish
quit
