def f():
    return [i := 0 for i in range(3)]
# expect error: SyntaxError: assignment expression cannot rebind comprehension iteration variable 'i'
