# A Thread subclass overriding run(), calling super().__init__() and keeping its result.
import threading


class Squarer(threading.Thread):
    def __init__(self, n):
        super().__init__(name=f"sq-{n}")
        self.n = n
        self.result = None

    def run(self):
        self.result = self.n ** 2


ts = [Squarer(n) for n in range(5)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print([t.result for t in ts])
print([t.name for t in ts])
print(isinstance(ts[0], threading.Thread), ts[0].daemon)
# expect: [0, 1, 4, 9, 16]
# expect: ['sq-0', 'sq-1', 'sq-2', 'sq-3', 'sq-4']
# expect: True False
