import numpy as np


class Counter:
    def __init__(self, start):
        self.n = start

    def next_value(self):
        return self.n + 1


def total(values):
    acc = 0
    for v in values:
        acc += v
    return acc


def work(xs, scale):
    a = np.arange(10, dtype=np.float64) * scale
    c = Counter(len(xs))
    s = total(xs)
    return s + a[2:5].sum() + c.next_value()


print(work([1, 2, 3], 2.0))
