# run: jitnest.py
break 6 if x == 2
run
print x
backtrace
up
print t, i
next
down
next
print y
continue
