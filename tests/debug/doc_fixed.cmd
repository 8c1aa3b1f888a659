# run: block_sum_fixed.py
break 16 if tid == 0
run
info warps
print s[0:8]
print s[tid + stride] for lanes
delete
continue
