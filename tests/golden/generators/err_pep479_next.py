# PEP 479: a StopIteration from next() inside a generator becomes RuntimeError
def first(xs):
    yield next(iter(xs))

print(list(first([7])))
list(first([]))
# expect: [7]
# expect runtime error: RuntimeError: generator raised StopIteration
