# calling a method with too many arguments
class P:
    def m(self):
        return 1


P().m(3)
# expect runtime error: TypeError: P.m() takes 1 positional argument but 2 were given
