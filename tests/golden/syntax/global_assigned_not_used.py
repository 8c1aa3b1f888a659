# Only stores before `global` (a for target, del, an augmented assignment's target): the
# assignment's SyntaxError, for the first name of the statement
def f():
    for y in []:
        pass
    del z
    q += 1
    global y, z, q
# expect error: SyntaxError: name 'y' is assigned to before global declaration
