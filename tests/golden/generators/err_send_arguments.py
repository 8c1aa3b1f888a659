# send() takes exactly one argument
def g():
    yield 1

g().send()
# expect runtime error: TypeError: generator.send() takes exactly one argument (0 given)
