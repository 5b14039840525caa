-- wrk script for make load: cycles through the request bodies in the file named
-- after `--` (POST), or sends wrk's own GET when none is given; prints one
-- machine-readable RESULT line.
local requests = {}
local next_one = 0
local threads = 0

-- Each thread starts its own part of the bodies (make load-unseen sends each once).
function setup(thread)
  thread:set("part", threads)
  threads = threads + 1
end

function init(args)
  if args[1] then
    for body in io.lines(args[1]) do
      requests[#requests + 1] = wrk.format("POST", nil, {["Content-Type"] = "application/json"}, body)
    end
  else
    requests[1] = wrk.format()
  end
  -- parts a golden ratio apart: two threads' runs never meet in a long list
  next_one = math.floor(#requests * ((part * 0.6180339887) % 1))
end

function request()
  next_one = next_one % #requests + 1
  return requests[next_one]
end

function done(summary, latency, _)
  local errors = summary.errors
  io.write(string.format("RESULT requests=%d duration_us=%d p50_us=%d p99_us=%d non2xx=%d socket_errors=%d\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), errors.status,
    errors.connect + errors.read + errors.write + errors.timeout))
end
