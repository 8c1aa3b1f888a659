# A traceback through a class body has the body's frame, named after the class, below the
# class statement's line; nested class bodies each have theirs.
import os
import traceback


def fail():
    return {}["missing"]


def show():
    text = traceback.format_exc().replace(__file__, os.path.basename(__file__))
    print(text, end="")


try:
    class Outer:
        size = 3

        class Inner:
            value = fail()
except KeyError:
    show()


def build():
    class Local:
        items = [1, 2]
        first = items[5]
    return Local


try:
    build()
except IndexError:
    show()


class Handled:
    try:
        1 / 0
    except ZeroDivisionError as err:
        caught = str(err)
print(Handled.caught, hasattr(Handled, "err"))

# expect: Traceback (most recent call last):
# expect:   File "class_body_frames.py", line 17, in <module>
# expect:     class Outer:
# expect:   File "class_body_frames.py", line 20, in Outer
# expect:     class Inner:
# expect:   File "class_body_frames.py", line 21, in Inner
# expect:     value = fail()
# expect:             ^^^^^^
# expect:   File "class_body_frames.py", line 8, in fail
# expect:     return {}["missing"]
# expect:            ~~^^^^^^^^^^^
# expect: KeyError: 'missing'
# expect: Traceback (most recent call last):
# expect:   File "class_body_frames.py", line 34, in <module>
# expect:     build()
# expect:   File "class_body_frames.py", line 27, in build
# expect:     class Local:
# expect:   File "class_body_frames.py", line 29, in Local
# expect:     first = items[5]
# expect:             ~~~~~^^^
# expect: IndexError: list index out of range
# expect: division by zero False
