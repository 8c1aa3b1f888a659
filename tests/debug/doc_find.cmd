# run: block_sum.py
break 15 if tid == 0
run
print stride
print s[tid + stride]
info warps
info shared
continue
print tid + stride
info warps
quit
