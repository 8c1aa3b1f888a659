# PEP 479: StopIteration raised in a generator becomes RuntimeError
def g():
    yield 1
    raise StopIteration('boom')

for x in g():
    print(x)
# expect: 1
# expect stderr: StopIteration: boom
# expect stderr: The above exception was the direct cause of the following exception:
# expect runtime error: RuntimeError: generator raised StopIteration
