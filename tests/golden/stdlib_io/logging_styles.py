# Formatter styles: % (default), {} and $.
import logging, sys
log = logging.getLogger("styles")
log.propagate = False
for fmt, style in [("%(levelname)s %(message)s", "%"), ("{levelname}: {message!r:>10}", "{"), ("$name/${levelname} $message $$", "$")]:
    h = logging.StreamHandler(sys.stdout)
    h.setFormatter(logging.Formatter(fmt, style=style))
    log.addHandler(h)
    log.warning("hi")
    log.removeHandler(h)
print(log.handlers)

# expect: WARNING hi
# expect: WARNING:       'hi'
# expect: styles/WARNING hi $
# expect: []
