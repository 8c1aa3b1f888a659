# A generator runs only when asked, and stops where it yields; unfinished ones are freed
def noisy(n):
    print("start")
    for i in range(n):
        print("make", i)
        yield i
    print("finish")

g = noisy(3)
print("created")
print("got", next(g))
print("got", next(g))
for v in g:
    print("loop", v)
for v in noisy(5):
    if v == 1:
        break
unfinished = [noisy(2) for _ in range(3)]
print(next(unfinished[0]))
h = noisy(2)
next(h)
h.close()
print(next(h, "closed"))
h = (x for x in range(3))
h.close()
print(list(h))
# expect: created
# expect: start
# expect: make 0
# expect: got 0
# expect: make 1
# expect: got 1
# expect: make 2
# expect: loop 2
# expect: finish
# expect: start
# expect: make 0
# expect: make 1
# expect: start
# expect: make 0
# expect: 0
# expect: start
# expect: make 0
# expect: closed
# expect: []
