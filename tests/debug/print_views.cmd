# run: tile2d.py
break 19 if blockIdx.x == 1 and threadIdx.x == 2 and threadIdx.y == 1
run
print tx, ty
print tile[0:2, 1]
print tile[1:3][1]
print tile[:, 2]
print tile[::-1, 0]
print tile[1:3, 1:3]
print tile[1:3, 1:3][0, 1]
print tile[5, 0]
print tile[0:2, 5]
print tile[0, 0, 0]
print a.shape
print a.shape[0], a.size, a.ndim
print tile[1].shape
print a[1:3].shape
print len(a)
print len(tile[0])
print a.shape[2]
print a.foo
print tile[tx, ty], tile[ty, tx]
print a[bx * 4 + ty, tx]
continue
