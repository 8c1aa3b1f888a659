# names bound in a class body are not visible inside its methods; globals are
x = "global"


class C:
    x = "class"
    y = x

    def get(self):
        return x

    def get_class(self):
        return C.x


def outer():
    v = "enclosing"

    class D:
        w = v + "!"

        def m(self):
            return v

    return D


print(C.y, C().get(), C().get_class())
D = outer()
print(D.w, D().m())
# expect: class global class
# expect: enclosing! enclosing
