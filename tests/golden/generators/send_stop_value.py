# a generator returning while resumed by send() raises StopIteration with the value
def g():
    x = yield
    return x * 2

it = g()
next(it)
try:
    it.send(21)
except StopIteration as e:
    print(e.value, e.args)
try:
    it.send(1)
except StopIteration as e:
    print(e.value, e.args)
# expect: 42 (42,)
# expect: None ()
