# run: jitfn.py
break 9 if k == 2
run
print s
print xs[k]
backtrace
next
next
print s
delete
continue
print m
print n * 10
step
break 31
continue
step
step
print out
finish
continue
