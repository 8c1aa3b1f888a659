# run: finishup.py
break 2
run
backtrace
up
finish
print r
backtrace
up
finish
continue
