# file: oob.py
run
print i
print out
print a[i]
bt
p v for lanes
info lanes
reverse-step
p v
reverse-step
step
continue
