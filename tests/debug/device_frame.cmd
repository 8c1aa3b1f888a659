# run: devframe.py
break 8 if x == 12
run
bt
print x
print k
print y
print x * k + 1 for lanes
print t
up
print t
print i
print x
up
down
print y
frame 1
frame 5
thread 3,0,0
print y
bt
continue
