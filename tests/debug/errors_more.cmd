# run: reduce.py
break 13 if nosuch == 1
run
p s[0:4:0]
p 1 +
p s[tid] + 
p s.x
p tid[0]
thread
block 1
p tid
info lanes
bt
block 0
thread 2
delete
tbreak 22
c
c
c
p out.nope
p
p out[9]
finish
info warps
reverse-step
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
break 13
quit
