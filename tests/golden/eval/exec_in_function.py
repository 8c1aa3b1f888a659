# exec inside a function reads the function's locals but does not change them.
def g():
    z = 1
    exec("z = 2\nw = 3")
    print(z)
    exec("print('sees', z + 1)")
    try:
        print(w)
    except NameError as e:
        print("NameError:", e)


g()

# expect: 1
# expect: sees 2
# expect: NameError: name 'w' is not defined
