# a generator that has not started cannot be sent a value
def g():
    x = yield
    print(x)

g().send(1)
# expect runtime error: TypeError: can't send non-None value to a just-started generator
