# golden-module: a function, a class and an instance that import_getmodule.py asks about
def area(w, h):
    return w * h


class Box:
    pass


box = Box()
