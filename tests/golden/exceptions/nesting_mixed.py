# Nested try statements, handlers in loops and closures, returns through several finally blocks.
def a():
    try:
        1/0
    except ZeroDivisionError as e:
        f = lambda: e
        print("lambda sees", f())
    try:
        print(e)
    except NameError as ne:
        print("ne:", ne)
a()
def b():
    for i in range(3):
        try:
            try:
                if i == 0: raise ValueError(i)
                if i == 1: return "ret %d" % i
            except ValueError as e:
                print("inner", e)
                continue
            finally:
                print("inner fin", i)
        finally:
            print("outer fin", i)
print(b())
def c():
    try:
        return [1, 2][5]
    except IndexError:
        try:
            return int("q")
        except ValueError as v:
            return "nested " + str(v)
        finally:
            print("c inner fin")
    finally:
        print("c outer fin")
print(c())
try:
    try:
        1/0
    except undefined_name:
        pass
except NameError as e:
    print("bad except clause:", e, repr(e.__context__))
x = 0
while x < 3:
    x += 1
    try:
        if x == 2:
            break
    except:
        pass
    else:
        print("else", x)
    finally:
        print("fin", x)
def d():
    try:
        raise ValueError("a")
    except ValueError:
        try:
            raise
        except ValueError as inner:
            print("reraised inner", inner)
        print("still handling")
        return "d"
print(d())
import math
def e():
    results = []
    for v in [4, -1, 9]:
        try:
            results.append(math.sqrt(v))
        except ValueError as err:
            results.append(str(err))
    return results
print(e())
try:
    raise ValueError("x")
except ValueError as e:
    pass
for i in range(2):
    try:
        raise KeyError(i)
    except KeyError as e:
        err = e
print(repr(err), err.__context__)
def g():
    try:
        return "try"
    finally:
        try:
            1/0
        except ZeroDivisionError:
            print("inside finally handled")
print(g())
# expect: lambda sees division by zero
# expect: ne: cannot access local variable 'e' where it is not associated with a value
# expect: inner 0
# expect: inner fin 0
# expect: outer fin 0
# expect: inner fin 1
# expect: outer fin 1
# expect: ret 1
# expect: c inner fin
# expect: c outer fin
# expect: nested invalid literal for int() with base 10: 'q'
# expect: bad except clause: name 'undefined_name' is not defined ZeroDivisionError('division by zero')
# expect: else 1
# expect: fin 1
# expect: fin 2
# expect: reraised inner a
# expect: still handling
# expect: d
# expect: [2.0, 'math domain error', 3.0]
# expect: KeyError(1) None
# expect: inside finally handled
# expect: try
