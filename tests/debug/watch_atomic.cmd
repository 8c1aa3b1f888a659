# run: atomichist.py
watch bins[1]
run
print data[i]
print old
continue
info breakpoints
delete
continue
