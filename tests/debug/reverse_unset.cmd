# run: reduce.py
break 9 if tid == 2
break 13 if tid == 2
run
print tid
print stride
continue
print stride
print s[tid + stride]
reverse-continue
print stride
print tid
print stride for lanes
continue
print stride
quit
