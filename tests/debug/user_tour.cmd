# file: tile2d.py
help
break 19 if blockIdx.x == 1 and threadIdx.x == 2 and threadIdx.y == 1
tbreak 7
info breakpoints
run
print tx, ty
print tile
print tile[1]
print tile[0:2, 1]
print a[bx * 4 + ty, tx]
print a[0:3]
print tx for lanes
info warps
info lanes
info shared
backtrace
list
list
step
bt
print r
print v
up
print tx
down
finish
next
block 0
thread 1,1
print tx
thread 9
thread
block
watch out[5, 3]
delete 1
continue
print out[5, 3]
rs
rc
info breakpoints
quit
