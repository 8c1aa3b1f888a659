# run: hostexpr.py
break 15 if acc
break 23
run
print acc, v
print values[-1] * 10
delete 1
continue
print len(xs) + 1
print a[2:5].sum()
print c.next_value()
print [x * scale for x in xs]
print total(xs) + s
print {"n": c.n, "s": s}
print Counter(7).next_value()
print np.float32(a[3])
print 1 / 0
print x = 1
print nothere + 1
print xs[10]
bt
delete
continue
