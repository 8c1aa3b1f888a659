# add_done_callback runs once the future is done (at once when it already is); a plain
# Future can be completed by hand.
from concurrent.futures import Future, ThreadPoolExecutor

log = []
with ThreadPoolExecutor(max_workers=1) as ex:
    f = ex.submit(sum, [1, 2, 3])
    f.result()
    f.add_done_callback(lambda fut: log.append(("cb", fut.result())))
print(log)
g = Future()
g.add_done_callback(lambda fut: log.append(("manual", fut.result())))
print(g.done())
g.set_result(42)
print(g.done(), g.result(), log[-1])
h = Future()
print(h.cancel(), h.cancelled(), h.done())
# expect: [('cb', 6)]
# expect: False
# expect: True 42 ('manual', 42)
# expect: True True True
