# extract_stack and format_stack: the frames running now, the caller's line last, without
# carets; limit keeps the innermost frames.
import traceback


def where():
    return traceback.extract_stack()


def inner_lines():
    return traceback.format_stack(limit=1)


for fs in where():
    print(fs.lineno, fs.name, fs.line)
print(len(traceback.extract_stack(limit=1)), traceback.extract_stack(limit=1)[0].name)
print([t.split(", ", 1)[1] for t in inner_lines()])
# expect: 14 <module> for fs in where():
# expect: 7 where return traceback.extract_stack()
# expect: 1 <module>
# expect: ['line 11, in inner_lines\n    return traceback.format_stack(limit=1)\n']
