# run: constset.py
break 8
run
print scale
next
print scale
print big
next
print big for lanes
next
print big for lanes
thread 2
print big
thread 0
print big
rs
rs
print big for lanes
print scale
continue
