# Read and assigned before `global`: CPython names the read (it outranks the assignment)
def f():
    x = 1
    print(x)
    global x
# expect error: SyntaxError: name 'x' is used prior to global declaration
