# send() resumes the generator with a value for its yield
def running_total():
    total = 0
    while True:
        v = yield total
        total += v

g = running_total()
print(next(g))
print(g.send(5))
print(g.send(10))
# expect: 0
# expect: 5
# expect: 15
