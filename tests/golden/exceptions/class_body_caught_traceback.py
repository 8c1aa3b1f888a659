# A traceback caught inside a class body starts at that body (CPython runs each body in a frame
# of its own): no entries for the code around the class statement.
import traceback


def show(tb_text):
    for line in tb_text.splitlines():
        print(line.replace(__file__, "prog.py"))


class A:
    try:
        1 / 0
    except ZeroDivisionError:
        show(traceback.format_exc())


class B:
    class C:
        try:
            {}["x"]
        except KeyError:
            show(traceback.format_exc())


class D:
    def m():
        try:
            [][1]
        except IndexError as e:
            show(traceback.format_exc())
            print(e.__traceback__.tb_lineno, e.__traceback__.tb_next)

    m()


def f():
    class E:
        raise ValueError("v")


try:
    f()
except ValueError:
    show(traceback.format_exc())


class G:
    try:
        class H:
            int("z")
    except ValueError:
        show(traceback.format_exc())
# expect: Traceback (most recent call last):
# expect:   File "prog.py", line 13, in A
# expect:     1 / 0
# expect:     ~~^~~
# expect: ZeroDivisionError: division by zero
# expect: Traceback (most recent call last):
# expect:   File "prog.py", line 21, in C
# expect:     {}["x"]
# expect:     ~~^^^^^
# expect: KeyError: 'x'
# expect: Traceback (most recent call last):
# expect:   File "prog.py", line 29, in m
# expect:     [][1]
# expect:     ~~^^^
# expect: IndexError: list index out of range
# expect: 29 None
# expect: Traceback (most recent call last):
# expect:   File "prog.py", line 43, in <module>
# expect:     f()
# expect:   File "prog.py", line 38, in f
# expect:     class E:
# expect:   File "prog.py", line 39, in E
# expect:     raise ValueError("v")
# expect: ValueError: v
# expect: Traceback (most recent call last):
# expect:   File "prog.py", line 50, in G
# expect:     class H:
# expect:   File "prog.py", line 51, in H
# expect:     int("z")
# expect: ValueError: invalid literal for int() with base 10: 'z'
