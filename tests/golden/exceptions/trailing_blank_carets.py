# An uncaught error on a line with trailing blanks (left by an editor): CPython's own printer
# keeps them, and they make the call no longer span its whole line, so carets appear.
def area(w, h):
    return w * h


print(area(2, 3))
area(2)   
# expect: 6
# expect stderr:     ^^^^^^^
# expect runtime error: TypeError: area() missing 1 required positional argument: 'h'
