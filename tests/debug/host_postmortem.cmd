# run: hostpm.py
run
print total
print values
print len(values) == 0
bt
print out
up
print out, name
up
print len(groups)
up
down 2
print total
continue
