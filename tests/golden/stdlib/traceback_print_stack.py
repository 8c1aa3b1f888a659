# traceback.print_stack writes the calling frames, outermost first, to file (limit keeps the
# innermost ones); the file names are reduced to their base names here.
import io
import os
import traceback


def inner(buf):
    traceback.print_stack(file=buf)
    traceback.print_stack(limit=1, file=buf)


def outer(buf):
    inner(buf)


buf = io.StringIO()
outer(buf)
for line in buf.getvalue().splitlines():
    print(line.replace(__file__, os.path.basename(__file__)))
# expect:   File "traceback_print_stack.py", line 18, in <module>
# expect:     outer(buf)
# expect:   File "traceback_print_stack.py", line 14, in outer
# expect:     inner(buf)
# expect:   File "traceback_print_stack.py", line 9, in inner
# expect:     traceback.print_stack(file=buf)
# expect:   File "traceback_print_stack.py", line 10, in inner
# expect:     traceback.print_stack(limit=1, file=buf)
