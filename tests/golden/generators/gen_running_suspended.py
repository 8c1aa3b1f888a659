# A generator's gi_running and gi_suspended through its life (before the first next, at a
# yield, inside itself, done), and gi_code's name
def gen():
    me = yield 1
    print("inside:", me.gi_running, me.gi_suspended)
    yield 2


g = gen()
print(g.gi_running, g.gi_suspended, g.gi_code.co_name)
print(next(g), g.gi_running, g.gi_suspended)
print(g.send(g), g.gi_suspended)
for _ in g:
    pass
print(g.gi_running, g.gi_suspended)
h = (x for x in range(3))
print(h.gi_suspended, next(h), h.gi_suspended, h.gi_code.co_name, list(h), h.gi_suspended)
k = gen()
k.close()
print(k.gi_suspended, k.gi_running)
# expect: False False gen
# expect: 1 False True
# expect: inside: True False
# expect: 2 True
# expect: False False
# expect: False 0 True <genexpr> [1, 2] False
# expect: False False
