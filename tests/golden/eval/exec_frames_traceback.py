# frames of exec'd and eval'd text in tracebacks: File "<string>", line N, in <module>
import sys
import traceback


def run(text):
    exec(text)


def evaluate(text):
    return eval(text)


def text_frames():
    lines = traceback.format_exc().splitlines()
    for line in lines:
        if '<string>' in line:
            print(line)
    for fs in traceback.extract_tb(sys.exc_info()[2]):
        if fs.filename == '<string>':
            print(fs.filename, fs.lineno, fs.name)


try:
    run("x = 1\ny = 2\n1 / 0")
except ZeroDivisionError:
    text_frames()
try:
    run("def g():\n    raise ValueError('v')\n\ng()")
except ValueError:
    text_frames()
try:
    evaluate("[1, 2][5]")
except IndexError:
    text_frames()
try:
    exec("a = 1\nb = [a][3]")
except IndexError:
    text_frames()
print("done")

# expect:   File "<string>", line 3, in <module>
# expect: <string> 3 <module>
# expect:   File "<string>", line 4, in <module>
# expect:   File "<string>", line 2, in g
# expect: <string> 4 <module>
# expect: <string> 2 g
# expect:   File "<string>", line 1, in <module>
# expect: <string> 1 <module>
# expect:   File "<string>", line 2, in <module>
# expect: <string> 2 <module>
# expect: done
