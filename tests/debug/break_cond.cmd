# run: reduce.py
break 13 if tid == 1
info breakpoints
run
print tid
print s
print s[0:4]
print stride
print s[tid] for lanes
info warps
info lanes
info shared
bt
step
step
p threadIdx.x
p blockIdx.x + 1
thread 3
p tid
p foo
thread 99
block 5
frob
list
continue
continue
continue
