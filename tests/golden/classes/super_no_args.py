# super() outside a method
def f():
    return super()


f()
# expect runtime error: RuntimeError: super(): no arguments
