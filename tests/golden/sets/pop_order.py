# pop() takes items in table order and remembers where it stopped
s = set(range(0, 80, 8))
out = []
while s:
    out.append(s.pop())
print(out)
t = {5, 13, 21, 2}
print(t.pop(), t.pop(), t)
t.add(29)
t.add(5)
print(t, t.pop(), t)
# expect: [0, 32, 64, 8, 40, 72, 16, 48, 24, 56]
# expect: 5 2 {21, 13}
# expect: {29, 5, 13} 21 {29, 5, 13}
