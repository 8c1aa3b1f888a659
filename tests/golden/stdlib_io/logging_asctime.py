# %(asctime)s: "YYYY-MM-DD HH:MM:SS,mmm" by default, or datefmt through strftime.
import logging, sys, re, io
buf = io.StringIO()
logging.basicConfig(stream=buf, level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
logging.info("stamped")
line = buf.getvalue()
print(bool(re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} INFO stamped\n", line)))
buf2 = io.StringIO()
h = logging.StreamHandler(buf2)
h.setFormatter(logging.Formatter("[%(asctime)s] %(message)s", datefmt="%H:%M"))
logging.getLogger("t").addHandler(h)
logging.getLogger("t").warning("short")
print(bool(re.fullmatch(r"\[\d\d:\d\d\] short\n", buf2.getvalue())))

# expect: True
# expect: True
