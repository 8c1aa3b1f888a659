# for/while with else, break and continue (the else runs only without break)
for i in range(5):
    if i == 3:
        break
else:
    print("no break 1")
print("i =", i)
for i in range(3):
    pass
else:
    print("no break 2")
n = 0
while n < 10:
    n += 1
    if n % 2:
        continue
    if n == 8:
        break
    print("even", n)
else:
    print("never")
k = 0
while k < 3:
    k += 1
else:
    print("while else", k)
for x in []:
    print("never")
else:
    print("empty else")
# expect: i = 3
# expect: no break 2
# expect: even 2
# expect: even 4
# expect: even 6
# expect: while else 3
# expect: empty else
