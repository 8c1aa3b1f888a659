# gc.disable() stops the automatic collections; gc.collect() still collects.
import gc


class Cell:
    pass


def churn(n):
    for i in range(n):
        c = Cell()
        c.me = c


gc.collect()
gc.disable()
print(gc.isenabled())
churn(5000)
print(gc.collect())
gc.enable()
print(gc.isenabled())
# expect: False
# expect: 5000
# expect: True
