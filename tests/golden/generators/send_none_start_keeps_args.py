# Starting a generator with send(None) (not next()) leaves its arguments alone: the value goes
# to no yield (a coroutine-style scheduler starts its tasks this way).
def worker(n, label="w"):
    tid = yield "started"
    print(label, "tid", tid, "n", n)
    total = 0
    for i in range(n):
        total += i
        got = yield i
        print("got", got)
    return total
g = worker(3)
print(g.send(None))
print(g.send(7))
print(g.send("a"))
print(g.send("b"))
try:
    g.send("c")
except StopIteration as e:
    print("returned", e.value)
h = worker(2, label="h")
print(h.send(None), next(h))
# expect: started
# expect: w tid 7 n 3
# expect: 0
# expect: got a
# expect: 1
# expect: got b
# expect: 2
# expect: got c
# expect: returned 3
# expect: h tid None n 2
# expect: started 0
